import type { TaskQueue } from './task-queue.port'

export type TaskDeps = { readonly tasks: TaskQueue }
