/* scalars written only in some iterations (affine if), read after; zero-trip keeps the old value */
#include <stdio.h>
#define N 30
static double A[N];
static void run(int n, int k)
{
    int i;
    double last = -1.0, atk = -2.0, first = -3.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i == n - 1) last = A[i];
        if (i == k) atk = A[i] * 2.0;
        if (i == 0) first = A[i] + 0.5;
    }
    printf("%d %d %a %a %a\n", n, k, last, atk, first);
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = i * 1.25 - 3;
    run(0, 0); run(1, 0); run(5, 7); run(30, 29); run(12, 4);
    return 0;
}
