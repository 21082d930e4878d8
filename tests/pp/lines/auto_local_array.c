// Host code between regions that subscripts an array local to the function, declared once, named
// nowhere else and never decayed to a pointer, cannot reach a kept array: the scope is made.
// Taking an element's address, or passing the array on, keeps the old answer, because the kept
// arrays are pointers here (which may point anywhere; auto_objects.c has them as array objects).
// expect-explain: automatic data scope in main, lines 28-31: a, b stay on the devices across its regions
// expect-explain: automatic data scope in main, lines 33-40: not made: host code reads or writes through a pointer or array that may be a kept one \(at auto_local_array.c:35:13\)
// expect-explain: automatic data scope in main, lines 37-40: not made: host code reads or writes through a pointer or array that may be a kept one \(at auto_local_array.c:39:14\)
// expect-output: "automatic data scope at auto_local_array.c:28"
// expect-no-output: "automatic data scope at auto_local_array.c:(3[3-9]|40)"
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = 0.5 * A[i] + 1.0;
}
static void use(double *p) { printf("%g\n", p[0]); }
int main(void)
{
    double *a = calloc(32, sizeof(double)), *b = calloc(32, sizeof(double));
    double hist[4], seen[4], given[4];
    double *q;
    int t, n = 32;
    for (t = 0; t < 32; t++)
        a[t] = t;
    for (t = 0; t < 4; t++) {
        step(n, a, b);
        hist[t] = 0.25 * t;
    }
    q = &seen[0];
    for (t = 0; t < 4; t++) {
        step(n, a, b);
        seen[t] = 1.0;
    }
    for (t = 0; t < 4; t++) {
        step(n, a, b);
        given[t] = 2.0;
    }
    use(given);
    printf("%g %g %g %g\n", hist[3], b[5], q[0], seen[1]);
    free(a);
    free(b);
    return 0;
}
