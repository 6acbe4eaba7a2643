import styled from 'styled-components'
import { avatarColour, avatarInitial } from '../theme/avatar-colour'
import { theme } from '../theme/theme'

/** A round initial avatar coloured from the 25-colour palette by key. */
export const Avatar = ({ name, colourKey, size = 34 }: { name: string; colourKey: string; size?: number }) => (
  <Circle aria-hidden="true" style={{ background: avatarColour(colourKey), width: size, height: size, fontSize: size * 0.45 }}>
    {avatarInitial(name)}
  </Circle>
)

const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  border-radius: 50%;
  color: ${theme.color.onAvatar};
  font-weight: 700;
  flex: none;
`
