import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { isScanCode } from '../../core/check-in/member-pass.rule'
import { CAMERA_CLOSE, CAMERA_SCAN_HINT, CAMERA_SCAN_TITLE, CAMERA_UNAVAILABLE } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'

/** How often a frame is read for a code. */
const FRAME_EVERY_MS = 150

type Detector = { detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]> }
type DetectorConstructor = new (o: { formats: readonly string[] }) => Detector

/**
 * A reader of QR codes from the video: the browser's BarcodeDetector where it has one (Chrome on
 * Android, macOS and ChromeOS), else jsQR over the frame's pixels, imported only now.
 */
const makeReader = async (video: HTMLVideoElement): Promise<() => Promise<string | undefined>> => {
  const Native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector
  if (Native !== undefined) {
    try {
      const detector = new Native({ formats: ['qr_code'] })
      return async () => (await detector.detect(video)).map((b) => b.rawValue).find(isScanCode)
    } catch {
      // A detector without QR support: fall back to jsQR below.
    }
  }
  const jsQR = (await import('jsqr')).default
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async () => {
    const w = video.videoWidth
    const h = video.videoHeight
    if (context === null || w === 0 || h === 0) return undefined
    canvas.width = w
    canvas.height = h
    context.drawImage(video, 0, 0, w, h)
    const found = jsQR(context.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' })
    return found !== null && isScanCode(found.data) ? found.data : undefined
  }
}

/** 'Scan with camera': the device's camera, read until a pass or card code is seen. */
export const CameraScanDialog = ({ onScan, onClose }: { readonly onScan: (code: string) => void; readonly onClose: () => void }) => {
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  const done = useRef(false)
  // The latest handler, so a parent's re-render never restarts the camera.
  const handler = useRef(onScan)
  useEffect(() => {
    handler.current = onScan
  }, [onScan])

  useEffect(() => {
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        const v = video.current
        if (stopped || v === null) return
        v.srcObject = stream
        await v.play()
        const read = await makeReader(v)
        const tick = async () => {
          if (stopped || done.current) return
          const code = await read().catch(() => undefined)
          if (code !== undefined && !done.current) {
            done.current = true
            handler.current(code)
            return
          }
          timer = setTimeout(() => void tick(), FRAME_EVERY_MS)
        }
        void tick()
      } catch {
        if (!stopped) setFailed(true)
      }
    }
    void start()
    return () => {
      stopped = true
      clearTimeout(timer)
      for (const t of stream?.getTracks() ?? []) t.stop()
    }
  }, [])

  return (
    <Modal
      title={CAMERA_SCAN_TITLE}
      onClose={onClose}
      footer={
        <Button type="button" $variant="secondary" onClick={onClose}>
          {CAMERA_CLOSE}
        </Button>
      }
    >
      {failed ? (
        <Failed role="alert">{CAMERA_UNAVAILABLE}</Failed>
      ) : (
        <>
          <Hint>{CAMERA_SCAN_HINT}</Hint>
          <Video ref={video} muted playsInline aria-label={CAMERA_SCAN_TITLE} />
        </>
      )}
    </Modal>
  )
}

const Video = styled.video`
  display: block;
  width: 100%;
  max-height: 60vh;
  border-radius: 8px;
  background: ${theme.color.media};
`
const Hint = styled.p`
  margin: 0 0 8px;
  color: ${theme.color.muted};
`
const Failed = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`
