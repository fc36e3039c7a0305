/** Names that read the same in every language (the colour models of the tissues' references). */
export const colourModels = { hex: 'Hex', rgb: 'RGB', hsl: 'HSL', hsv: 'HSV', hsi: 'HSI' };
