import type { TaskDesk } from './task-desk.port'

export type TaskDeskDeps = { readonly taskDesk: TaskDesk }
