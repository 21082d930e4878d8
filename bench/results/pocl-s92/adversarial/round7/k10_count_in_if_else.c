/* counters incremented in if / else branches on data and an affine else; both read after the region */
#include <stdio.h>
#define N 30
static double A[N];
static void f(int n)
{
    int i, pos = 0, neg = 0, odd = 0;
    long ws = 0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (A[i] >= 0) pos++;
        else neg += 2;
        if (i % 2 == 0) ws += i;
        else { odd--; ws -= 1; }
    }
    printf("n=%d pos=%d neg=%d odd=%d ws=%ld\n", n, pos, neg, odd, ws);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = (i * 7 % 11) - 5.0;
    for (n = 0; n <= 12; n++) f(n);
    return 0;
}
