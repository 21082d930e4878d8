/* BBMM_CHECK=scopes and a system call that writes into a kept array:
 * read(2) into "p", a pointer into A made before an explicit data scope.
 * The kernel writes there, not the program: a protected page makes the
 * call fail with EFAULT instead of a fault, so the checker cannot stop
 * the program (docs/runtime.md, "Checking modes").  The program says
 * what read returned; tests/scope_check.cmake expects "-1 (Bad address)"
 * under the mode (and no checker message), the bytes without it. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void step(int n, double A[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}

/* The address of element "k" of "a": a pointer the tool does not follow
 * through a call (README, "Data scopes"), for the checker to catch. */
static double *elem_at(double *a, int k)
{
    return a + k;
}

int main(void)
{
    int n = 4096, t, i, fd = open("/dev/zero", O_RDONLY);
    double *A = malloc(sizeof(double) * (size_t)n), *p, s = 0.0;
    if (!A || fd < 0)
        return 1;
    for (i = 0; i < n; i++)
        A[i] = (double)(i % 5);
    p = elem_at(A, 1024);
#pragma bbmm data
    for (t = 0; t < 2; t++) {
        ssize_t r;
        step(n, A);
        r = read(fd, p, 1024 * sizeof(double));
        fprintf(stderr, "read: %ld (%s)\n", (long)r, r < 0 ? strerror(errno) : "ok");
    }
    for (i = 0; i < n; i++)
        s += A[i];
    printf("%.17g\n", s);
    close(fd);
    free(A);
    return 0;
}
