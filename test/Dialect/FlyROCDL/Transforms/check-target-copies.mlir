// RUN: fly-opt %s --fly-rocdl-check-target -split-input-file -verify-diagnostics
// RUN: fly-opt %s --convert-fly-to-rocdl -split-input-file -verify-diagnostics
// Per-chip legality of the copy atoms (Chips.cpp), by the
// check pass and by the conversion, which runs the same check first: the
// cdna4.* copies need gfx950, gfx1250.tdm needs gfx1250, the LDS DMA needs
// CDNA, and CDNA has no f32 buffer atomic max (the backend cannot select
// raw.ptr.buffer.atomic.fmax.f32 for gfx942 or gfx950 and aborts). One error
// per illegal atom, at the op that makes it.

!tr = !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
gpu.module @lds_read_trans_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>' needs CDNA4 (gfx950); the target chip is gfx942}}
    %a = fly.make_copy_atom {valBits = 16 : i32} : !tr
    gpu.return
  }
}

// -----

!async = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<32>, 32>
gpu.module @buffer_load_async_lds_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna4.buffer_load_async_lds<32>' needs CDNA4 (gfx950); the target chip is gfx942}}
    %a = fly.make_copy_atom {valBits = 32 : i32} : !async
    gpu.return
  }
}

// -----

!gl = !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<128>, 32>
gpu.module @global_load_async_lds_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna4.global_load_async_lds<128>' needs CDNA4 (gfx950); the target chip is gfx942}}
    %a = fly.make_copy_atom {valBits = 32 : i32} : !gl
    gpu.return
  }
}

// -----

// The cdna4 copies do not exist off CDNA either.
!tr = !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 8b, 64>, 8>
!gl = !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<32>, 32>
gpu.module @lds_read_trans_on_gfx1250 [#rocdl.target<chip = "gfx1250">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna4.lds_read_trans<trans = 8b, 64>' needs CDNA4 (gfx950); the target chip is gfx1250}}
    %a = fly.make_copy_atom {valBits = 8 : i32} : !tr
    gpu.return
  }
}
gpu.module @global_load_async_lds_on_gfx1201 [#rocdl.target<chip = "gfx1201">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna4.global_load_async_lds<32>' needs CDNA4 (gfx950); the target chip is gfx1201}}
    %a = fly.make_copy_atom {valBits = 32 : i32} : !gl
    gpu.return
  }
}

// -----

// The 32-bit LDS DMA is CDNA only.
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
gpu.module @buffer_copy_lds_on_gfx1250 [#rocdl.target<chip = "gfx1250">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna3.buffer_copy_lds<32>' needs CDNA (gfx942/gfx950); the target chip is gfx1250}}
    %a = fly.make_copy_atom {valBits = 32 : i32} : !lds
    gpu.return
  }
}

// -----

!fmax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>
gpu.module @fmax_on_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna3.buffer_atomic<max, f32>' needs RDNA3, RDNA4 or gfx1250 for an f32 max; the target chip is gfx942}}
    %a = fly.make_copy_atom {valBits = 32 : i32} : !fmax
    gpu.return
  }
}

// -----

!fmax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>
gpu.module @fmax_on_gfx950 [#rocdl.target<chip = "gfx950">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.cdna3.buffer_atomic<max, f32>' needs RDNA3, RDNA4 or gfx1250 for an f32 max; the target chip is gfx950}}
    %a = fly.make_copy_atom {valBits = 32 : i32} : !fmax
    gpu.return
  }
}

// -----

// gfx1250.tdm on RDNA4 and on CDNA4.
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
gpu.module @tdm_on_gfx1201 [#rocdl.target<chip = "gfx1201">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>' needs gfx1250; the target chip is gfx1201}}
    %a = fly.make_copy_atom {valBits = 0 : i32} : !tdm
    gpu.return
  }
}
gpu.module @tdm_on_gfx950 [#rocdl.target<chip = "gfx950">] {
  gpu.func @k() kernel {
    // expected-error @+1 {{'fly.make_copy_atom' op uses an atom the target cannot run: '!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>' needs gfx1250; the target chip is gfx950}}
    %a = fly.make_copy_atom {valBits = 0 : i32} : !tdm
    gpu.return
  }
}

// -----

// The error is reported once per atom, at the first op that uses it (here
// the make; the set_value and the second make of the same type add nothing).
!async = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>
gpu.module @reported_once [#rocdl.target<chip = "gfx942">] {
  gpu.func @k(%o: i32) kernel {
    // expected-error @+1 {{'!fly_rocdl.cdna4.buffer_load_async_lds<128>' needs CDNA4 (gfx950); the target chip is gfx942}}
    %a = fly.make_copy_atom {valBits = 32 : i32} : !async
    %b = fly.atom.set_value(%a, "soffset", %o) : (!async, i32) -> !async
    %c = fly.make_copy_atom {valBits = 32 : i32} : !async
    gpu.return
  }
}

// -----

// Legal: the cdna4 copies on gfx950, the f32 max off CDNA, the CDNA
// atomics and the 32-bit LDS DMA on gfx942, the TDM on gfx1250.
!tr = !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
!async = !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 32>
!gl = !fly.copy_atom<!fly_rocdl.cdna4.global_load_async_lds<96>, 32>
!lds = !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<32>, 32>
!fmax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, f32>, 32>
!fadd = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<add, f32>, 32>
!smax = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<max, i32>, 32>
!umin = !fly.copy_atom<!fly_rocdl.cdna3.buffer_atomic<min, i32>, 32>
!tdm = !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 3, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 0>
gpu.module @ok_gfx950 [#rocdl.target<chip = "gfx950">] {
  gpu.func @k() kernel {
    %a = fly.make_copy_atom {valBits = 16 : i32} : !tr
    %b = fly.make_copy_atom {valBits = 32 : i32} : !async
    %c = fly.make_copy_atom {valBits = 32 : i32} : !gl
    gpu.return
  }
}
gpu.module @ok_gfx942 [#rocdl.target<chip = "gfx942">] {
  gpu.func @k() kernel {
    %a = fly.make_copy_atom {valBits = 32 : i32} : !lds
    %b = fly.make_copy_atom {valBits = 32 : i32} : !fadd
    %c = fly.make_copy_atom {valBits = 32 : i32} : !smax
    %d = fly.make_copy_atom {valBits = 32 : i32} : !umin
    gpu.return
  }
}
gpu.module @ok_fmax_gfx1100 [#rocdl.target<chip = "gfx1100">] {
  gpu.func @k() kernel {
    %a = fly.make_copy_atom {valBits = 32 : i32} : !fmax
    gpu.return
  }
}
gpu.module @ok_fmax_gfx1201 [#rocdl.target<chip = "gfx1201">] {
  gpu.func @k() kernel {
    %a = fly.make_copy_atom {valBits = 32 : i32} : !fmax
    gpu.return
  }
}
gpu.module @ok_gfx1250 [#rocdl.target<chip = "gfx1250">] {
  gpu.func @k() kernel {
    %a = fly.make_copy_atom {valBits = 32 : i32} : !fmax
    %t = fly.make_copy_atom {valBits = 0 : i32} : !tdm
    gpu.return
  }
}
