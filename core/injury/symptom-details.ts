import type { SYMPTOM_CATEGORIES } from './injury-options'

type SymptomCategory = (typeof SYMPTOM_CATEGORIES)[number]

/**
 * The detailed symptom list of each category (part 3 §9: "each has its own detailed list ending in
 * Others"; the items are not shown, so these are ours, recorded in the README's decisions).
 */
export const SYMPTOM_DETAILS: Readonly<Record<SymptomCategory, readonly string[]>> = {
  'Internal Injury (muscles and joints)': ['Sprain', 'Strain', 'Muscle cramp', 'Dislocation', 'Suspected fracture', 'Others'],
  'Visible Injury': ['Cut', 'Bruise', 'Abrasion', 'Swelling', 'Bleeding', 'Others'],
  'Medical Condition': ['Dizziness', 'Fainting', 'Breathlessness', 'Chest pain', 'Nausea', 'Others'],
}

/** The detail options offered once a category is chosen (none before). */
export const symptomDetails = (category: unknown): readonly string[] =>
  typeof category === 'string' && Object.prototype.hasOwnProperty.call(SYMPTOM_DETAILS, category) ? SYMPTOM_DETAILS[category as SymptomCategory] : []
