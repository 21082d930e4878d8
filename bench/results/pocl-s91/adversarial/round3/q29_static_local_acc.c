/* a static local accumulator in a function with a region, accumulated across calls */
#include <stdio.h>
#define N 25
static double A[N];
static double total(int n)
{
    static double tot = 0.0;
    static int calls;
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        tot += A[i];
    calls++;
    return tot + calls * 1000.0;
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = i * 0.5 + 0.125;
    for (n = 0; n <= N; n += 5)
        printf("%a\n", total(n));
    return 0;
}
