/* setjmp before a time loop, longjmp from a static helper between regions */
#include <stdio.h>
#include <setjmp.h>
#define N 32
static double A[N], B[N];
static jmp_buf env;
static void check(int t) { if (t == 3) longjmp(env, 1); }
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.0; }
    if (setjmp(env) == 0) {
        for (t = 0; t < 50; t++) {
#pragma bbmm
            for (i = 1; i < N; i++)
                B[i] = A[i] - A[i - 1] + B[i];
            check(t);
#pragma bbmm
            for (i = 0; i < N; i++)
                A[i] = A[i] + B[i] * 0.25;
        }
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
