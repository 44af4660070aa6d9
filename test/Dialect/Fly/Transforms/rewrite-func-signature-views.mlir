// RUN: fly-opt %s --fly-rewrite-func-signature -split-input-file | FileCheck %s
// Views at boundaries: a memref travels as its
// !fly.ptr plus, when its layout is dynamic, the packed struct of the
// layout; a pointer travels as itself; a coordinate tensor as one struct of
// (base, layout); static coordinate tensors and atoms are dropped and
// re-created with fly.static.

!M = !fly.memref<f16, global, (?,64):(64,1)>

// The reference's example: (?,64):(64,1) -> ptr + struct<(struct<(i32)>)>
// (the stride is static, so the layout struct has only the shape field).
// CHECK-LABEL: func.func private @decl(!fly.ptr<f16, global>, !llvm.struct<packed (struct<packed (i32)>)>) -> (!fly.ptr<f16, global>, !llvm.struct<packed (struct<packed (i32)>)>)
func.func private @decl(!M) -> !M

// A static layout adds no struct; the pointer keeps alignment and swizzle.
// CHECK-LABEL: func.func private @static_view(!fly.ptr<f16, shared, align<16>, S<3,3,3>>)
func.func private @static_view(!fly.memref<f16, shared, (8,64):(64,1), align<16>, S<3,3,3>>)

// CHECK-LABEL: func.func private @pointer(!fly.ptr<i8, global, align<4>>) -> !fly.ptr<i8, global, align<4>>
func.func private @pointer(!fly.ptr<i8, global, align<4>>) -> !fly.ptr<i8, global, align<4>>

// A composed layout: (outer, offset, inner) fields; outer is (shape, stride).
// CHECK-LABEL: func.func private @composed(!fly.ptr<f16, shared>, !llvm.struct<packed (struct<packed (struct<packed (i32)>, struct<packed (i32)>)>, struct<packed (i32)>)>)
func.func private @composed(!fly.memref<f16, shared, S<3,3,3> o ? o (8,?):(?,1)>)

// A coordinate tensor: (base, layout); here base (?,0) and shape (4,?).
// CHECK-LABEL: func.func private @coords(!llvm.struct<packed (struct<packed (i32)>, struct<packed (struct<packed (i32)>)>)>)
func.func private @coords(!fly.coord_tensor<(?,0), (4,?):(1E0,1E1)>)

// CHECK-LABEL: func.func private @static_coords()
func.func private @static_coords(!fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>, !fly.copy_atom<!fly.universal_copy<32>, 32>)

// -----

!M = !fly.memref<f16, global, (?,64):(64,1)>

// A used memref argument is rebuilt at entry as make_view of the pointer
// and the layout unpacked from its struct; the value goes back out as the
// original pointer and struct (the conversion maps the rebuilt view back to
// the values it was rebuilt from, so nothing is repacked).
// CHECK-LABEL: func.func @roundtrip(%arg0: !fly.ptr<f16, global>, %arg1: !llvm.struct<packed (struct<packed (i32)>)>)
// CHECK-NEXT: %[[S0:.*]] = llvm.extractvalue %arg1[0, 0]
// CHECK-NEXT: %[[SH:.*]] = fly.make_int_tuple(%[[S0]]) : (i32) -> !fly.int_tuple<(?,64)>
// CHECK-NEXT: %[[ST:.*]] = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
// CHECK-NEXT: %[[L:.*]] = fly.make_layout(%[[SH]], %[[ST]])
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%arg0, %[[L]]) : (!fly.ptr<f16, global>, !fly.layout<(?,64):(64,1)>) -> !fly.memref<f16, global, (?,64):(64,1)>
// CHECK: fly.memref.load(%[[V]]
// CHECK-NOT: llvm.insertvalue
// CHECK: return %arg0, %arg1 : !fly.ptr<f16, global>, !llvm.struct<packed (struct<packed (i32)>)>
func.func @roundtrip(%m: !M) -> !M {
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<(1,2)>
  %v = fly.memref.load(%m, %c) : (!M, !fly.int_tuple<(1,2)>) -> f16
  return %m : !M
}

// -----

// A view that is not a make_view (a slice) is packed through get_iter; its
// static layout needs no struct and no get_layout.
!M = !fly.memref<f32, global, (?,8):(8,1), align<16>>
func.func private @take(!fly.memref<f32, global, 8:1, align<16>>)
// CHECK-LABEL: func.func @sliced(
// CHECK: %[[R:.*]] = fly.slice
// CHECK-NEXT: %[[I:.*]] = fly.get_iter(%[[R]]) : (!fly.memref<f32, global, 8:1, align<16>>) -> !fly.ptr<f32, global, align<16>>
// CHECK-NOT: fly.get_layout
// CHECK-NEXT: call @take(%[[I]]) : (!fly.ptr<f32, global, align<16>>) -> ()
func.func @sliced(%m: !M) {
  %crd = fly.make_int_tuple() : () -> !fly.int_tuple<(1,*)>
  %row = fly.slice(%m, %crd) : (!M, !fly.int_tuple<(1,*)>) -> !fly.memref<f32, global, 8:1, align<16>>
  call @take(%row) : (!fly.memref<f32, global, 8:1, align<16>>) -> ()
  return
}

// -----

// Memrefs and coordinate tensors carried through scf.for: the pointer and
// the structs become iter_args, the view is rebuilt inside the body.
!M = !fly.memref<f16, shared, S<3,3,3> o ? o (8,?):(?,1)>
!C = !fly.coord_tensor<(?,0), (4,?):(1E0,1E1)>
// CHECK-LABEL: func.func @loop(%arg0: !fly.ptr<f16, shared>, %arg1: !llvm.struct<packed (struct<packed (struct<packed (i32)>, struct<packed (i32)>)>, struct<packed (i32)>)>, %arg2: !llvm.struct<packed (struct<packed (i32)>, struct<packed (struct<packed (i32)>)>)>, %arg3: index)
// CHECK: %[[R:.*]]:3 = scf.for %{{.*}} iter_args(%[[P:.*]] = %arg0, %[[L:.*]] = %arg1, %[[C:.*]] = %arg2) -> (!fly.ptr<f16, shared>, !llvm.struct<{{.*}}>, !llvm.struct<{{.*}}>)
// (The rebuilt values appear in reverse order of use.)
// The coordinate tensor: base leaf at [0, 0], shape leaf at [1, 0, 0].
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %[[C]][0, 0]
// CHECK-NEXT: %[[N:.*]] = llvm.extractvalue %[[C]][1, 0, 0]
// CHECK-NEXT: %[[BT:.*]] = fly.make_int_tuple(%[[B]]) : (i32) -> !fly.int_tuple<(?,0)>
// CHECK: %[[CV:.*]] = fly.make_view(%[[BT]], %{{.*}}) : (!fly.int_tuple<(?,0)>, !fly.layout<(4,?):(1E0,1E1)>) -> !fly.coord_tensor<(?,0), (4,?):(1E0,1E1)>
// Composed leaves in normal-form order: the offset (field 1), then the
// outer shape (field 0, 0) and stride (field 0, 1).
// CHECK: %[[OFF:.*]] = llvm.extractvalue %[[L]][1, 0]
// CHECK-NEXT: %[[SH:.*]] = llvm.extractvalue %[[L]][0, 0, 0]
// CHECK-NEXT: %[[ST:.*]] = llvm.extractvalue %[[L]][0, 1, 0]
// CHECK-NEXT: %[[SW:.*]] = fly.static : !fly.swizzle<S<3,3,3>>
// CHECK-NEXT: %[[O:.*]] = fly.make_int_tuple(%[[OFF]]) : (i32) -> !fly.int_tuple<?>
// CHECK-NEXT: %[[SHT:.*]] = fly.make_int_tuple(%[[SH]]) : (i32) -> !fly.int_tuple<(8,?)>
// CHECK-NEXT: %[[STT:.*]] = fly.make_int_tuple(%[[ST]]) : (i32) -> !fly.int_tuple<(?,1)>
// CHECK-NEXT: %[[OUT:.*]] = fly.make_layout(%[[SHT]], %[[STT]])
// CHECK-NEXT: %[[CL:.*]] = fly.make_composed_layout(%[[SW]], %[[O]], %[[OUT]])
// CHECK-NEXT: %[[V:.*]] = fly.make_view(%[[P]], %[[CL]]) : (!fly.ptr<f16, shared>, !fly.composed_layout<S<3,3,3> o ? o (8,?):(?,1)>) -> !fly.memref<f16, shared, S<3,3,3> o ? o (8,?):(?,1)>
// CHECK: fly.memref.load(%[[V]]
// CHECK: fly.memref.load(%[[CV]]
// CHECK: scf.yield %[[P]], %[[L]], %[[C]]
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @loop(%m: !M, %ct: !C, %n: index) -> !M {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m, %b = %ct) -> (!M, !C) {
    %crd = fly.make_int_tuple() : () -> !fly.int_tuple<(1,2)>
    %v = fly.memref.load(%a, %crd) : (!M, !fly.int_tuple<(1,2)>) -> f16
    %w = fly.memref.load(%b, %crd) : (!C, !fly.int_tuple<(1,2)>) -> !fly.int_tuple<(?,2)>
    scf.yield %a, %b : !M, !C
  }
  return %r#0 : !M
}

// -----

// Kernels: the launch passes the pointer and the layout struct; a static
// atom argument disappears from both sides and is re-created in the kernel.
!M = !fly.memref<f32, global, (?,8):(8,1), align<16>>
!A = !fly.copy_atom<!fly.universal_copy<32>, 32>
module attributes {gpu.container_module} {
  gpu.module @k {
    // CHECK-LABEL: gpu.func @kern(%arg0: !fly.ptr<f32, global, align<16>>, %arg1: !llvm.struct<packed (struct<packed (i32)>)>) kernel
    // CHECK: fly.make_view(%arg0
    // CHECK: fly.static : !fly.copy_atom<!fly.universal_copy<32>, 32>
    gpu.func @kern(%m: !M, %a: !A) kernel {
      gpu.return
    }
  }
  // CHECK-LABEL: func.func @launch(%arg0: !fly.ptr<f32, global, align<16>>, %arg1: !llvm.struct<packed (struct<packed (i32)>)>)
  // CHECK: gpu.launch_func @k::@kern blocks in ({{.*}}) threads in ({{.*}}) args(%arg0 : !fly.ptr<f32, global, align<16>>, %arg1 : !llvm.struct<packed (struct<packed (i32)>)>)
  func.func @launch(%m: !M) {
    %c1 = arith.constant 1 : index
    %a = fly.make_copy_atom {valBits = 32 : i32} : !A
    gpu.launch_func @k::@kern blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : !M, %a : !A)
    return
  }
}
