/* prefix sums: inclusive scan in place, then a strided scan with offset 2 + k % 2 per pass k */
#include <stdio.h>
#define N 48
static long s[N];
static void scan(int n, int passes)
{
    int i, k;
#pragma bbmm
    {
        for (i = 1; i < n; i++)
            s[i] += s[i - 1];
        for (k = 0; k < passes; k++)
            for (i = n - 1; i >= 2 + k % 2; i--)
                s[i] -= s[i - 2 - k % 2] / 4;
    }
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 7) {
        for (i = 0; i < N; i++) s[i] = (i * 17) % 11 - 5;
        scan(n, 3);
        printf("n=%d:", n);
        for (i = 0; i < N; i++) printf(" %ld", s[i]);
        printf("\n");
    }
    return 0;
}
