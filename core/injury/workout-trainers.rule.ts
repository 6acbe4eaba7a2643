import { SESSION_TYPES, type SessionType } from './injury-options'

/**
 * Who trains a workout (the spec names the workouts and the roles, not which role takes which):
 * a GX class is led by a group trainer; the gym floor and personal training by floor and personal
 * trainers; play sessions by play coaches and life guards.
 */
export const WORKOUT_TRAINER_ROLES: Readonly<Record<SessionType, readonly string[]>> = {
  GX: ['FMS_GROUP_TRAINER'],
  Gym: ['FMS_PERSONAL_TRAINER', 'FMS_FLOOR_TRAINER'],
  Play: ['PLAY_COACH', 'LIFE_GUARD'],
}

export const isWorkout = (w: string): w is SessionType => (SESSION_TYPES as readonly string[]).includes(w)

/** Whether an agent with these roles trains the workout. */
export const trainsWorkout = (roles: readonly string[], workout: SessionType): boolean => WORKOUT_TRAINER_ROLES[workout].some((r) => roles.includes(r))
