"""The few CUDA driver calls that running PTX needs, through ctypes on libcuda.

No toolkit, no CuPy: only the driver library that comes with the NVIDIA
driver. Used by flytools.gpu.check, the GPU runner (loading Fly's PTX,
launching it, reading results back) and bench/gpu_bench.py (timing with
events, the driver's device-to-device copy). Everything runs in the device's primary
context, which CuPy and PyTorch share, so their device pointers and ours mix.
"""

import ctypes
import ctypes.util

# CUjit_option values (cuda.h).
JIT_INFO_LOG_BUFFER = 3
JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4
JIT_ERROR_LOG_BUFFER = 5
JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6
# CUdevice_attribute values.
ATTR_MULTIPROCESSOR_COUNT = 16
ATTR_COMPUTE_CAPABILITY_MAJOR = 75
ATTR_COMPUTE_CAPABILITY_MINOR = 76
# CUfunction_attribute values.
FUNC_ATTR_NUM_REGS = 4
FUNC_ATTR_LOCAL_SIZE_BYTES = 3
FUNC_ATTR_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

# Every buffer starts at a multiple of this: pointer swizzles act on absolute
# addresses and some kernels declare align<1024> pointers.
BUFFER_ALIGN = 4096


class CudaError(RuntimeError):
    pass


def _load_library():
    names = ["libcuda.so.1", "libcuda.so", ctypes.util.find_library("cuda")]
    for name in names:
        if not name:
            continue
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    raise CudaError("libcuda (the NVIDIA driver library) not found")


def device_count():
    """The number of CUDA devices, 0 when there is no driver or no device.
    Never raises: lit's feature check calls it."""
    try:
        lib = _load_library()
        if lib.cuInit(0) != 0:
            return 0
        n = ctypes.c_int(0)
        if lib.cuDeviceGetCount(ctypes.byref(n)) != 0:
            return 0
        return n.value
    except (CudaError, AttributeError):
        return 0


class Driver:
    """Device 0's primary context and the calls made in it."""

    def __init__(self, ordinal=0):
        self.lib = _load_library()
        self._call("cuInit", 0)
        dev = ctypes.c_int()
        self._call("cuDeviceGet", ctypes.byref(dev), ordinal)
        self.device = dev.value
        ctx = ctypes.c_void_p()
        self._call("cuDevicePrimaryCtxRetain", ctypes.byref(ctx), self.device)
        self._call("cuCtxSetCurrent", ctx)
        self.context = ctx
        self._allocations = []

    # -- errors -----------------------------------------------------------

    def _fn(self, *names):
        for name in names:
            fn = getattr(self.lib, name, None)
            if fn is not None:
                return fn
        raise CudaError(f"libcuda has none of {', '.join(names)}")

    def _call(self, name, *args, alternatives=()):
        err = self._fn(name, *alternatives)(*args)
        if err != 0:
            text = ctypes.c_char_p()
            self.lib.cuGetErrorString(err, ctypes.byref(text))
            what = text.value.decode() if text.value else "unknown error"
            raise CudaError(f"{name} failed: {what} ({err})")

    # -- the device -------------------------------------------------------

    def name(self):
        buf = ctypes.create_string_buffer(256)
        self._call("cuDeviceGetName", buf, 256, self.device)
        return buf.value.decode()

    def attribute(self, attr):
        v = ctypes.c_int()
        self._call("cuDeviceGetAttribute", ctypes.byref(v), attr, self.device)
        return v.value

    def compute_capability(self):
        return (self.attribute(ATTR_COMPUTE_CAPABILITY_MAJOR),
                self.attribute(ATTR_COMPUTE_CAPABILITY_MINOR))

    def driver_version(self):
        """The CUDA version the driver supports, as 'major.minor'."""
        v = ctypes.c_int()
        self._call("cuDriverGetVersion", ctypes.byref(v))
        return f"{v.value // 1000}.{(v.value % 1000) // 10}"

    # -- modules ----------------------------------------------------------

    def load_ptx(self, ptx_text):
        """JIT-compiles PTX (cuModuleLoadDataEx); a rejected module raises
        with the JIT's error log."""
        size = 1 << 16
        err_log = ctypes.create_string_buffer(size)
        info_log = ctypes.create_string_buffer(size)
        opts = (ctypes.c_int * 4)(JIT_ERROR_LOG_BUFFER,
                                  JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                                  JIT_INFO_LOG_BUFFER,
                                  JIT_INFO_LOG_BUFFER_SIZE_BYTES)
        vals = (ctypes.c_void_p * 4)(ctypes.cast(err_log, ctypes.c_void_p),
                                     ctypes.c_void_p(size),
                                     ctypes.cast(info_log, ctypes.c_void_p),
                                     ctypes.c_void_p(size))
        image = ctypes.create_string_buffer(ptx_text.encode() + b"\0")
        module = ctypes.c_void_p()
        err = self.lib.cuModuleLoadDataEx(ctypes.byref(module), image, 4,
                                          opts, vals)
        if err != 0:
            raise CudaError(f"the driver rejected the PTX ({err}):\n"
                            f"{err_log.value.decode(errors='replace')}")
        return module

    def function(self, module, name):
        fn = ctypes.c_void_p()
        self._call("cuModuleGetFunction", ctypes.byref(fn), module,
                   name.encode())
        return fn

    def function_attribute(self, fn, attr):
        v = ctypes.c_int()
        self._call("cuFuncGetAttribute", ctypes.byref(v), attr, fn)
        return v.value

    def allow_shared(self, fn, nbytes):
        """Dynamic shared memory above the default 48 KiB needs an opt-in."""
        if nbytes > 48 * 1024:
            self._call("cuFuncSetAttribute", fn,
                       FUNC_ATTR_MAX_DYNAMIC_SHARED_SIZE_BYTES, nbytes)

    # -- memory -----------------------------------------------------------

    def alloc(self, nbytes):
        """A device buffer of nbytes starting at a multiple of BUFFER_ALIGN;
        returns its address (an int). Freed by free_all."""
        raw = ctypes.c_uint64()
        self._call("cuMemAlloc_v2", ctypes.byref(raw),
                   ctypes.c_size_t(max(1, nbytes) + BUFFER_ALIGN))
        self._allocations.append(raw.value)
        return (raw.value + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN

    def free_all(self):
        for raw in self._allocations:
            self._call("cuMemFree_v2", ctypes.c_uint64(raw))
        self._allocations = []

    def upload(self, dptr, data):
        """Copies a bytes-like object (a numpy array too) to dptr."""
        buf = (ctypes.c_char * len(memoryview(data).cast("B"))).from_buffer_copy(
            memoryview(data).cast("B"))
        self._call("cuMemcpyHtoD_v2", ctypes.c_uint64(dptr), buf,
                   ctypes.c_size_t(len(buf)))

    def download(self, dptr, nbytes):
        buf = ctypes.create_string_buffer(nbytes)
        self._call("cuMemcpyDtoH_v2", buf, ctypes.c_uint64(dptr),
                   ctypes.c_size_t(nbytes))
        return buf.raw

    def memset(self, dptr, byte, nbytes):
        self._call("cuMemsetD8_v2", ctypes.c_uint64(dptr), ctypes.c_ubyte(byte),
                   ctypes.c_size_t(nbytes))

    def tensor_map_2d(self, dptr, dtype, dims, row_bytes, box, swizzle_bytes):
        """A Hopper TMA tensor map (CUtensorMap, 128 bytes) of a 2-D tensor
        at dptr: `dims` and `box` innermost first, `row_bytes` the stride of
        dimension 1, `swizzle_bytes` 0, 32, 64 or 128 (cuTensorMapEncodeTiled;
        dtype "bf16", "f16", "f32", or "u8" for any 8-bit element such as
        e4m3). Returns the 128 bytes."""
        types = {"u8": 0, "f16": 6, "f32": 7, "bf16": 9}
        swizzles = {0: 0, 32: 1, 64: 2, 128: 3}
        out = (ctypes.c_uint64 * 16)()  # 128 bytes, 64-byte aligned in use
        gdim = (ctypes.c_uint64 * 2)(*dims)
        gstride = (ctypes.c_uint64 * 1)(row_bytes)
        bdim = (ctypes.c_uint32 * 2)(*box)
        estride = (ctypes.c_uint32 * 2)(1, 1)
        self._call("cuTensorMapEncodeTiled", ctypes.byref(out),
                   ctypes.c_int(types[dtype]), ctypes.c_uint32(2),
                   ctypes.c_void_p(dptr), gdim, gstride, bdim, estride,
                   ctypes.c_int(0), ctypes.c_int(swizzles[swizzle_bytes]),
                   ctypes.c_int(2), ctypes.c_int(0))
        return bytes(out)

    def copy_device(self, dst, src, nbytes, stream=None):
        """The driver's device-to-device copy (asynchronous on the stream)."""
        self._call("cuMemcpyDtoDAsync_v2", ctypes.c_uint64(dst),
                   ctypes.c_uint64(src), ctypes.c_size_t(nbytes), stream)

    def copier(self, dst, src, nbytes, stream=None):
        """copy_device as a function of no arguments (arguments built once)."""
        call = (ctypes.c_uint64(dst), ctypes.c_uint64(src), ctypes.c_size_t(nbytes), stream)
        fn = self._fn("cuMemcpyDtoDAsync_v2")

        def copy():
            if fn(*call) != 0:
                self._call("cuMemcpyDtoDAsync_v2", *call)
        return copy

    # -- launches and timing ----------------------------------------------

    def launch(self, fn, grid, block, args, shared=0, stream=None):
        """args: (ctype instances) in the kernel's parameter order."""
        self.launcher(fn, grid, block, args, shared, stream)()

    def launcher(self, fn, grid, block, args, shared=0, stream=None):
        """A function of no arguments that launches the kernel; its ctypes
        arguments are built once, so that back-to-back launches of short
        kernels are not spaced out by Python."""
        params = (ctypes.c_void_p * len(args))(
            *[ctypes.cast(ctypes.byref(a), ctypes.c_void_p) for a in args])
        call = (fn, *[ctypes.c_uint(x) for x in (*grid, *block, shared)],
                stream, params, None)
        cu_launch = self.lib.cuLaunchKernel

        def launch(keep=(args, params)):
            err = cu_launch(*call)
            if err != 0:
                self._call("cuLaunchKernel", *call)  # raises with the message
        return launch

    def synchronize(self):
        self._call("cuCtxSynchronize")

    def event(self):
        e = ctypes.c_void_p()
        self._call("cuEventCreate", ctypes.byref(e), 0)
        return e

    def record(self, event, stream=None):
        self._call("cuEventRecord", event, stream)

    def time_launches(self, launch, reps):
        """Milliseconds per launch over `reps` back-to-back calls of
        `launch`, between two events."""
        start, stop = self.event(), self.event()
        self.record(start)
        for _ in range(reps):
            launch()
        self.record(stop)
        return self.elapsed_ms(start, stop) / reps

    def elapsed_ms(self, start, stop):
        self._call("cuEventSynchronize", stop)
        ms = ctypes.c_float()
        self._call("cuEventElapsedTime_v2", ctypes.byref(ms), start, stop,
                   alternatives=("cuEventElapsedTime",))
        return ms.value
