// Array objects kept past host subscripts of other array objects (tests/scope_host/objects.c)
// only when every declaration the kept name may denote is one: here the regions' 'A' is the
// global pointer, and main's local array 'A' in a block of its own does not make it an object;
// a pointer may point anywhere, and X decays to one (Y), so X[t] keeps the old answer: not made.
// (An array no pointer can point into, only ever subscripted, is read through: table_levels.c.)
// expect-explain: automatic data scope in main, lines 23-31: not made: host code reads or writes through a pointer or array that may be a kept one \(at auto_objects_shadow.c:30:10\)
// expect-no-output: "automatic data scope at auto_objects_shadow.c:23"
#include <stdio.h>
#include <stdlib.h>
#define N 32
static double *A;
static double X[N];
static double *Y = X;
static void init(void) { A = calloc(N, sizeof(double)); }
int main(void)
{
    int t, i;
    init();
    {
        double A[2] = {1.0, 2.0};
        printf("%g\n", A[1]);
    }
    for (t = 0; t < 4; t++) {
#pragma bbmm array(A[N])
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.5 + 1.0;
#pragma bbmm array(A[N])
        for (i = 1; i < N; i++)
            A[i] = A[i] + A[0];
        X[t % N] += 1.0;
    }
    printf("%g %g %g\n", X[0], X[5], Y[1]);
    return 0;
}
