// ---- Group classes and play bookings (classes and play) ----
/** Booking filters of part 3 §9, word for word. */
export const PLAY_STATUS_FILTER_LABELS = { ALL: 'Show All', CONFIRMED: 'Confirmed', WAITLIST: 'Waitlist' } as const
export const PLAY_LEVEL_LABELS = { JUNIOR: 'Junior', SENIOR: 'Senior' } as const
export const PLAY_ALL_LEVELS = 'All levels'
export const PLAY_STATUS_FILTER_GROUP = 'Bookings'
export const PLAY_LEVEL_FILTER_GROUP = 'Level'
export const PLAY_BOOKING_STATUS_LABELS = { CONFIRMED: 'Confirmed', WAITLIST: 'Waitlist' } as const
export const PLAY_COL_TIME = 'Session'
export const PLAY_COL_SPORT = 'Sport'
export const PLAY_COL_MEMBER = 'Player'
export const PLAY_COL_STATUS = 'Booking'
export const PLAY_COL_LEVEL = 'Level'
export const PLAY_COL_ATTENDED = 'Marked present at'
export const PLAY_LOADING = 'Loading the bookings…'
export const PLAY_NO_BOOKINGS = 'No bookings on this day.'
export const PLAY_NO_ATTENDED = 'No one has been marked present on this day yet.'
export const PLAY_NO_TO_MARK = 'No confirmed bookings today.'
export const PLAY_MARK_PRESENT = 'Mark present'
export const PLAY_PRESENT = 'Present'
export const playMarkPresentLabel = (member: string, sport: string, time: string): string => `Mark ${member} present for ${sport} at ${time}`
export const playMarkedPresent = (member: string): string => `${member} marked present`
export const playBookingsCount = (shown: number, all: number): string => `${shown} of ${all} bookings`
export const PLAY_ATTENDANCE_HINT = "Mark each player present as they arrive. Only confirmed places are marked; waitlisted players have no place yet."
export const PLAY_NOT_A_PLAY_CENTRE = 'This is not a play centre.'
export const PLAY_BOOKING_NOT_FOUND = 'This booking was not found at this centre.'
export const PLAY_WAITLIST_NOT_MARKED = 'A waitlisted player has no place in the session and cannot be marked present.'
export const PLAY_ALREADY_PRESENT = 'This player is already marked present.'
export const PLAY_ATTENDANCE_TODAY_ONLY = 'Attendance is marked on the day of the session.'
export const PLAY_DAY_OUT_OF_RANGE = 'Play bookings are listed from 90 days ago to 30 days ahead.'
export const CLASS_NOT_FOUND = 'This class was not found.'
export const CLASS_DAYS_BACKWARDS = 'The start day must be on or before the end day.'
export const classDaysTooLong = (max: number): string => `Classes are listed for at most ${max} days at a time.`
export const CLASS_LOADING = 'Loading the classes…'
export const CLASS_NONE_ON_DAY = 'No classes on this day.'
export const CLASS_NONE_IN_WEEK = 'No classes this week.'
export const CLASS_TRAINER = 'Trainer'
export const CLASS_CAPACITY = 'Capacity'
export const CLASS_BOOKED = 'Booked'
export const CLASS_WAITLIST = 'Waitlist'
export const CLASS_PLACES_LEFT = 'Places left'
export const CLASS_TIME = 'Time'
export const CLASS_BOOKINGS = 'Bookings'
export const CLASS_WAITLIST_HEADING = 'Waitlist'
export const CLASS_ATTENDANCE = 'Attendance'
export const CLASS_MEMBER = 'Member'
export const CLASS_POSITION = 'Position'
export const CLASS_ATTENDED = 'Attended'
export const CLASS_NOT_ATTENDED = 'Not attended'
export const CLASS_NOT_YET = 'Not yet'
export const CLASS_NO_BOOKINGS = 'No one has booked this class yet.'
export const CLASS_NO_WAITLIST = 'No one is waiting for a place.'
export const CLASS_BACK_TO_CLASSES = 'Back to Group Classes'
export const CLASS_TIMING_LABELS = { UPCOMING: 'Upcoming', IN_PROGRESS: 'In progress', OVER: 'Over' } as const
export const classAttendanceSummary = (attended: number, booked: number): string => `${attended} of ${booked} booked members attended`
export const classPlaces = (booked: number, capacity: number): string => `${booked} / ${capacity} booked`
export const classWaitingCount = (n: number): string => (n === 1 ? '1 waiting' : `${n} waiting`)
export const DAY_PREVIOUS = 'Previous day'
export const DAY_NEXT = 'Next day'
export const DAY_TODAY = 'Today'
export const WEEK_PREVIOUS = 'Previous week'
export const WEEK_NEXT = 'Next week'
export const WEEK_THIS = 'This week'
export const DAY_PICK = 'Day'
export const CLASS_BOOKINGS_TABLE = 'Booked members'
export const CLASS_WAITLIST_TABLE = 'Members on the waitlist'
export const CLASS_MARK_ATTENDED = 'Mark attended'
export const classMarkAttendedLabel = (member: string): string => `Mark ${member} attended`
export const classMarkedAttended = (member: string): string => `${member} marked attended`
export const CLASS_NOT_STARTED = 'Attendance is marked once the class has started.'
export const CLASS_ATTENDANCE_WINDOW_OVER = 'Attendance can be marked up to 7 days after the class.'
export const CLASS_MEMBER_NOT_BOOKED = 'This member has no booking in this class.'
export const CLASS_WAITLIST_NOT_MARKED = 'A member on the waitlist has no place in the class and cannot be marked attended.'
export const CLASS_ALREADY_ATTENDED = 'This member is already marked attended.'
