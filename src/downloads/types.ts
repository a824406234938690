/** The downloads of a model as the product page lists them, each with its format and, when known, its size. */
export type DownloadItem =
  | { kind: 'specSheet' | 'drawing'; format: string; href: string; bytes?: number }
  | { kind: 'datasheet'; format: string; href: string }
  | { kind: 'file'; name: string; format: string; href: string; bytes?: number }
