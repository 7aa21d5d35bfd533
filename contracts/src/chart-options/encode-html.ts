const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for the HTML of ECharts tooltips, escaped as ECharts' own `format.encodeHTML` does:
 * the options stay free of ECharts' runtime, which loads with the chart (BubbleChart).
 */
export const encodeHTML = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
