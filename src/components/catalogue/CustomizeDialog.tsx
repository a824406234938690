import type { Product } from '#src/catalogue/product.ts'
import { m } from '#src/paraglide/messages.js'
import { Dialog } from '../dialog/Dialog'
import { CustomizationList } from './CustomizationList'

/** The customize dialog: main colour, wheel cover and handle, each standard or optional. */
export default function CustomizeDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={m.customize_title({ product: product.name })} size="wide">
      <p className="text-ink-soft">{m.customize_intro()}</p>
      <CustomizationList product={product} />
    </Dialog>
  )
}
