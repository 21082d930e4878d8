// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A stay on the devices .*before the program ends at '_Exit' at exit_shared.c:[0-9]+:[0-9]+
// expect-output: \(bbmm_pp_leave\(0\), _Exit\(0\)\)
/* Automatic data scopes must not lose a host access: _Exit() inside the
 * time loop, the array in a shared file mapping.  _Exit runs no handler,
 * but the file (what another process sees) must hold the final values:
 * the generated code writes A back before the call.  "show" prints the
 * file; tests/scope_host.cmake (SHOW) runs the program, then "show", and
 * compares the bytes with the sequential program's on 1, 2 and 4 devices. */
#define _POSIX_C_SOURCE 200112L
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#define N 64

static void step(int n, double X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = X[i] * 0.5 + 1.0;
}

int main(int argc, char **argv)
{
    size_t bytes = sizeof(double) * N;
    int fd = open("exit_shared.dat", argc > 1 ? O_RDONLY : O_RDWR | O_CREAT | O_TRUNC, 0644), t, i;
    double *A;
    if (fd < 0 || (argc == 1 && ftruncate(fd, (off_t)bytes)))
        return 1;
    A = mmap(NULL, bytes, argc > 1 ? PROT_READ : PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (A == MAP_FAILED)
        return 1;
    if (argc > 1 && !strcmp(argv[1], "show")) {
        for (i = 0; i < N; i++)
            printf("%.17g\n", A[i]);
        return 0;
    }
    for (i = 0; i < N; i++)
        A[i] = (double)i;
    for (t = 0; t < 8; t++) {
        step(N, A);
        if (t == 5)
            _Exit(0);
    }
    return 1;
}
