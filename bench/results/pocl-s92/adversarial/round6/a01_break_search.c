/* break in a search loop inside a region; index used after the loop */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static int f(int n, double thr)
{
    int i, j;
#pragma bbmm
    for (j = 0; j < n; j++) {
        B[j] = A[j] * 2.0;
        for (i = 0; i < n; i++)
            if (A[i] > thr) break;
        B[j] += i;
    }
    return i;
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = (i * 7) % 13;
    for (n = 0; n <= 9; n++) {
        int r = f(n * 4 + (n & 1), 10.5 - n);
        printf("%d:", r);
        for (i = 0; i < N; i++) printf(" %a", B[i]);
        printf("\n");
    }
    return 0;
}
