/* iterator of a loop under an if, read after; iterator set again later */
#include <stdio.h>
#define N 30
static double A[N];
static int R[6];
static void f(int n, int flag)
{
    int i, j;
    i = -5;
    j = 3;
#pragma bbmm
    {
        if (flag > 0) {
            for (i = 0; i < n; i++) A[i] = A[i] + 1.0;
        }
        for (j = 1; j < n; j += 2) A[j] *= 0.5;
        A[0] = A[0] + j;
    }
    R[0] = i; R[1] = j;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i * 0.125;
    for (t = 0; t < 4; t++) { f(t == 2 ? 0 : N - t, t % 2); printf("%d %d\n", R[0], R[1]); }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
