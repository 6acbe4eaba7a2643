import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { keepControlledFields } from '../../ui/app/controlled-inputs'

// Lazily loaded screens are compiled on first import in the test run: allow for it.
configure({ asyncUtilTimeout: 5000 })

// The portal's app module installs this; a widget or modal drawn alone here gets the same fields.
keepControlledFields()

afterEach(() => cleanup())
