/* file-scope static temp used privately in a region; another function assigns it only under a condition before reading */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static double tmp;
static void sweep(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        tmp = A[i] * 1.5;
        B[i] = tmp + 0.25;
    }
}
static double report(int flag)
{
    if (flag) tmp = -1.0;
    return tmp;
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = i - 7.0;
    for (n = 1; n <= 9; n += 2) {
        sweep(n);
        printf("n=%d r=%a\n", n, report(n % 4 == 1));
    }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
