import { useUseCase } from '../app/use-cases.context'
import { BootcampSlotChooser } from './bootcamp-slot-chooser'
import { SellPacksScreen } from './sell-packs-screen'

/** /sell-packs: membership sales (part 2 §2); a bootcamp or source sale chooses its slot first (part 2 §4). */
export default function SellPacks() {
  const today = useUseCase('centreToday')()
  return (
    <SellPacksScreen
      slotChooser={(setSlot, sale) =>
        sale.centre.type === 'BOOTCAMP' || sale.source !== undefined ? (
          <BootcampSlotChooser centerServiceId={sale.centre.centerServiceId} userId={sale.userId} today={today} onSlot={setSlot} />
        ) : null
      }
    />
  )
}
