/* a recurrence and an independent statement in one loop: isl's scheduler distributes them, the second runs parallel */
// expect-output: for \(int c0 = 
// expect-output: kernel void bbmm_r0_n0
// expect-output: kernel void bbmm_r0_n1
// expect-output: while \(\(i < 300\)\);
#include <stdio.h>
#define N 300
double A[N], B[N], C[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        A[i] = (double)((37 * i) % 101) / 7.0;
        B[i] = 0.5;
    }
#pragma scop
    for (i = 1; i < N; i++) {
        B[i] = B[i - 1] * 0.75 + A[i];
        C[i] = A[i] * 2.0 - B[i - 1];
    }
#pragma endscop
    for (i = 0; i < N; i++)
        printf("%a %a\n", B[i], C[i]);
    return 0;
}
