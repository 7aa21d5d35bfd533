import { within } from '@testing-library/react';
import { type FakeRequest, okResponse } from 'contracts/testing';

/** The SVG a report's chart image shows (its data: URL decoded). */
export const chartSvgOf = (figure: HTMLElement) => decodeURIComponent(within(figure).getByRole('img').getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

/** A chart_svg answer of the fake server: a drawing that names what it was asked for. */
export const serverSvg = ({ query }: FakeRequest) => okResponse({ svg: `<svg><text>Servidor: ${[...query].map(([key, value]) => `${key}=${value}`).join(' ')}</text></svg>` });
