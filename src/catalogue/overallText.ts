import type { OverallDimensions } from './product'

/** Overall dimensions as pages write them: width x depth x height in millimetres (cards import this alone). */
export const overallText = ({ width, depth, height }: OverallDimensions) => `${width} × ${depth} × ${height} mm`
