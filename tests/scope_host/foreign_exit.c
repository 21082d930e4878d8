// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: a call of 'exit' from a macro's expansion, where no write-back can be put before it, while the address of 'A'
// expect-no-output: bbmm_data_begin
/* An array's address passed to a function of another file, which also
 * registers an exit handler printing through it; inside the time loop a
 * macro calls exit, where the generated code cannot write A back first:
 * no scope may be made (the handler would print the host's stale copy).
 * Built plain and through bbmm-pp (with other/keeper.c); tests/scope_host.cmake
 * compares their output bytes on 1, 2 and 4 devices. */
#include <stdio.h>
#include <stdlib.h>
#define N 16
#define STOP(t, argc) do { if ((t) == 2 + (argc)) exit(0); } while (0)

void keeper_take(double *p, int n);
void keeper_at_exit(void);

static double A[N];

static void step(int n, double X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = X[i] * 0.5 + 1.0;
}

int main(int argc, char **argv)
{
    int t, i;
    (void)argv;
    for (i = 0; i < N; i++)
        A[i] = (double)i;
    step(N, A);
    keeper_take(A, N);
    keeper_at_exit();
    for (t = 0; t < 8; t++) {
        step(N, A);
        STOP(t, argc);
    }
    return 1;
}
