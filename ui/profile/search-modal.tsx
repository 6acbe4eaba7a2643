import { SEARCH_FOR_USER_TITLE } from '../../core/shared/messages'
import { MemberSearch } from '../shell/member-search'
import { Modal } from '../widgets/modal'
import { FieldError } from '../widgets/field'


/** Search for user: opens when a look-up fails and no customer is held; says why, and searches again. */
export const SearchModal = ({ failure, onClose }: { failure: string | undefined; onClose: () => void }) => (
  <Modal title={SEARCH_FOR_USER_TITLE} onClose={onClose} width={460}>
    {failure === undefined ? null : <FieldError role="alert">{failure}</FieldError>}
    <div style={{ marginTop: 12 }}>
      <MemberSearch id="search-modal-input" withButton autoFocus onSearched={onClose} />
    </div>
  </Modal>
)
