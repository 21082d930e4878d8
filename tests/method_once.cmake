# The method's entry points compiled once (include/bbmm/config.h,
# BBMM_ONCE).  ONCE_OBJ: samples/jacobi.c compiled as every unit is; it
# must call libbbmm's bbmm_run and bbmm_array_register (undefined in the
# object) and compile none of the tile loop.  INLINE_OBJ: the same file
# with BBMM_METHOD_INLINE; bbmm_run must be its own there.  ONCE and
# INLINE: the two programs (the second links its static inline copies
# beside libbbmm's); each must verify its result bit for bit.
#   cmake -DNM=nm -DONCE_OBJ=o -DINLINE_OBJ=o -DONCE=exe -DINLINE=exe -P method_once.cmake
foreach(v NM ONCE_OBJ INLINE_OBJ ONCE INLINE)
  if(NOT ${v})
    message(FATAL_ERROR "method_once: ${v} not given")
  endif()
endforeach()
execute_process(COMMAND ${NM} ${ONCE_OBJ} OUTPUT_VARIABLE once RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "nm ${ONCE_OBJ} failed")
endif()
execute_process(COMMAND ${NM} ${INLINE_OBJ} OUTPUT_VARIABLE inl RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "nm ${INLINE_OBJ} failed")
endif()
foreach(f bbmm_run bbmm_array_register bbmm_array_sync)
  if(NOT once MATCHES "\n *U ${f}\n")
    message(FATAL_ERROR "a unit calls libbbmm's ${f}: it is not undefined in ${ONCE_OBJ}:\n${once}")
  endif()
endforeach()
# functions only the tile loop and the manager use: none compiled in the unit
foreach(f bbmm_tiles_next bbmm_tile_place_box bbmmi_tile_flow bbmmi_mgr_refresh_need)
  if(once MATCHES "[ \n]${f}[\n.]")
    message(FATAL_ERROR "${f} is compiled into ${ONCE_OBJ}:\n${once}")
  endif()
endforeach()
if(inl MATCHES "\n *U bbmm_run\n")
  message(FATAL_ERROR "with BBMM_METHOD_INLINE, bbmm_run is still libbbmm's:\n${inl}")
endif()
foreach(p ${ONCE} ${INLINE})
  execute_process(COMMAND ${p} 64 6 RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
    message(FATAL_ERROR "${p} failed (${rc}): ${out} ${err}")
  endif()
  message(STATUS "${p}: ${out}")
endforeach()
