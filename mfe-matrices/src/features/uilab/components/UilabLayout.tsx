import { Outlet } from 'react-router-dom';
import { MatrixLayout } from 'contracts/ui';
import * as texts from '../../../texts';

const MENU = [
  { to: '/', label: texts.uilab.menu.overview },
  { to: '/uilab/botoes', label: texts.uilab.menu.buttons },
  { to: '/uilab/formularios', label: texts.uilab.menu.forms },
  { to: '/uilab/matrixchart', label: texts.uilab.menu.matrixChart },
];

/** The developer area (seed: no product behaviour), in the matrix page layout of the kit with the labui theme. */
export function UilabLayout() {
  return (
    <MatrixLayout theme="labui" menu={MENU} menuLabel={texts.uilab.menuLabel}>
      <Outlet />
    </MatrixLayout>
  );
}
