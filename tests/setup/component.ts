import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Lazily loaded screens are compiled on first import in the test run: allow for it.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => cleanup())
