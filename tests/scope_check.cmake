# BBMM_CHECK=scopes (lib/check.c) on the programs of tests/scope_check/:
#   MODE access:  PP ARG (each ARG of ARGS, a ,-list, "" for none), with
#                 the mode on 1 and 4 devices (on 4 as "bounds,scopes": a
#                 list of modes), must stop with a non-zero status and the
#                 checker's message naming array ARRAY (at element ELEMENT
#                 when given): a host access inside an explicit data scope
#                 that the tool cannot see; without the mode it must finish
#                 with status 0 and no such message
#   MODE same:    PP ARG with the mode on 1, 2 and 4 devices prints what
#                 SEQ ARG prints, with no checker message (partial pages
#                 the host writes are not reported; an exit inside a scope
#                 writes the kept arrays back first)
#   MODE syscall: PP with the mode finishes with status 0, no checker
#                 message, and stderr matching FAULTED (a system call into
#                 a protected page fails with EFAULT: not caught); without
#                 the mode stderr matches CLEAN (defaults: syscall_read.c's)
#   RACY=1 (MODE access, syscall) skips the run without the mode: a second thread
#   writing a kept array while a device copies it is a data race that
#   ThreadSanitizer reports (the user error the mode exists to catch)
#   cmake -DMODE=access|same|syscall -DPP=prog [-DSEQ=prog-seq] [-DARGS=a,b] [-DARRAY=A] [-DELEMENT=n]
#         [-DRACY=1] -DOUT=dir -P scope_check.cmake
file(MAKE_DIRECTORY ${OUT})
set(ENV{BBMM_SPREAD} "all")
if(NOT DEFINED ARGS OR ARGS STREQUAL "")
  set(ARGS "NONE")
endif()
string(REPLACE "," ";" ARGS "${ARGS}")
set(report "BBMM_CHECK=scopes: array ${ARRAY}: host access at 0x[0-9a-f]+ \\(element ")
if(DEFINED ELEMENT)
  string(APPEND report "${ELEMENT}")
else()
  string(APPEND report "[0-9]+")
endif()
string(APPEND report "\\) inside a data scope without '#pragma bbmm update host\\(${ARRAY}\\)'")

# Run "prog" with argument "arg" (NONE: none) into out/rc/err of the caller.
macro(scope_run prog arg)
  if("${arg}" STREQUAL "NONE")
    execute_process(COMMAND ${prog} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
  else()
    execute_process(COMMAND ${prog} ${arg} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
  endif()
endmacro()

if(MODE STREQUAL "access")
  foreach(dev 1 4)
    string(REPEAT "pthread " ${dev} pd)
    set(ENV{POCL_DEVICES} "${pd}")
    foreach(arg IN LISTS ARGS)
      if(dev EQUAL 4)
        set(ENV{BBMM_CHECK} "bounds,scopes")
      else()
        set(ENV{BBMM_CHECK} "scopes")
      endif()
      scope_run(${PP} ${arg})
      if(rc EQUAL 0)
        message(FATAL_ERROR "'${arg}' on ${dev} devices under BBMM_CHECK=scopes: exit status 0 (${out}): ${err}")
      endif()
      if(NOT err MATCHES "${report}")
        message(FATAL_ERROR "'${arg}' on ${dev} devices (status ${rc}): no checker message for ${ARRAY}: ${err}")
      endif()
      unset(ENV{BBMM_CHECK})
      if(NOT RACY) # without the checker the program races with a device's copy of the array
        scope_run(${PP} ${arg})
        if(NOT rc EQUAL 0 OR err MATCHES "BBMM_CHECK")
          message(FATAL_ERROR "'${arg}' on ${dev} devices without BBMM_CHECK: status ${rc}: ${err}")
        endif()
      endif()
    endforeach()
  endforeach()
elseif(MODE STREQUAL "same" OR MODE STREQUAL "partial")
  set(ENV{BBMM_CHECK} "scopes")
  foreach(arg IN LISTS ARGS)
    scope_run(${SEQ} ${arg})
    file(WRITE ${OUT}/seq_${arg}.out "${out}")
    foreach(dev 1 2 4)
      string(REPEAT "pthread " ${dev} pd)
      set(ENV{POCL_DEVICES} "${pd}")
      scope_run(${PP} ${arg})
      file(WRITE ${OUT}/pp_${arg}_${dev}.out "${out}")
      if(NOT rc EQUAL 0 OR err MATCHES "BBMM_CHECK")
        message(FATAL_ERROR "'${arg}' on ${dev} devices: exit status ${rc}: ${err}")
      endif()
      execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/seq_${arg}.out ${OUT}/pp_${arg}_${dev}.out
                      RESULT_VARIABLE diff)
      if(NOT diff EQUAL 0)
        message(FATAL_ERROR "'${arg}' on ${dev} devices: the output differs from the sequential program's (${OUT})")
      endif()
    endforeach()
  endforeach()
elseif(MODE STREQUAL "syscall")
  if(NOT DEFINED FAULTED) # what syscall_read.c says
    set(FAULTED "read: -1 \\(Bad address\\)")
    set(CLEAN "read: 8192 \\(ok\\)")
  endif()
  foreach(dev 1 4)
    string(REPEAT "pthread " ${dev} pd)
    set(ENV{POCL_DEVICES} "${pd}")
    set(ENV{BBMM_CHECK} "scopes")
    scope_run(${PP} NONE)
    if(NOT rc EQUAL 0 OR err MATCHES "BBMM_CHECK=scopes: array" OR NOT err MATCHES "${FAULTED}")
      message(FATAL_ERROR "on ${dev} devices under BBMM_CHECK=scopes: status ${rc}, expected 0 and '${FAULTED}': ${err}")
    endif()
    unset(ENV{BBMM_CHECK})
    if(NOT RACY) # without the checker the kernel's write races with the device's upload of the array
      scope_run(${PP} NONE)
      if(NOT rc EQUAL 0 OR NOT err MATCHES "${CLEAN}")
        message(FATAL_ERROR "on ${dev} devices without BBMM_CHECK: status ${rc}, expected 0 and '${CLEAN}': ${err}")
      endif()
    endif()
  endforeach()
else()
  message(FATAL_ERROR "MODE must be access, same or syscall")
endif()
