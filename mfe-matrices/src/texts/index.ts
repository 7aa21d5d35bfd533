// Every user-visible text of mfe-matrices (pt-BR), one module per area
// (`import * as texts from '…/texts'`, then `texts.mcp.chart.heading`). A module is bundled whole
// wherever one of its texts is read, so the tab titles and menu labels that the routes module
// (loaded on every page) reads live in navigation.ts, and each page's chunk carries only its
// area's texts. An analysis kind's texts that only its feature folder reads may live there
// (features/<kind>/texts.ts).
import * as overview from './overview';
import * as analyses from './analyses';
import * as ambiental from './ambiental';
import * as mcp from './mcp';
import * as multifatorial from './multifatorial';
import * as uilab from './uilab';
import * as reports from './reports';
import * as reading from './reading';
import * as spreadsheet from './spreadsheet';
import { sheets } from './sheets';

export { overview, analyses, ambiental, mcp, multifatorial, uilab, reports, reading, spreadsheet, sheets };
