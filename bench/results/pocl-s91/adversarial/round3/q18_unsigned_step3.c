/* unsigned iterators: step 3 up with exit value, down by 2 with >= 2, mixed with int bound */
#include <stdio.h>
#define N 50
static double A[N], B[N];
static void run(unsigned n, int k)
{
    unsigned u, v;
    for (u = 0; u < N; u++) A[u] = B[u] = 0.0;
#pragma bbmm
    for (u = 0; u < n; u += 3)
        A[u] = u * 0.5;
#pragma bbmm
    for (v = n; v >= 2; v -= 2)
        B[v - 1] = v + k;
    printf("%u %u %u\n", n, u, v);
    for (u = 0; u < N; u++) printf("%a %a\n", A[u], B[u]);
}
int main(void)
{
    run(0, 1); run(1, -2); run(2, 3); run(10, 0); run(49, -7); run(50, 5);
    return 0;
}
