/* unsigned char and short iterators with the exit value read after the region */
#include <stdio.h>
#define N 64
static double A[N];
static int B[N];
static void f(int n)
{
    unsigned char c = 9;
    short s = -9;
#pragma bbmm
    {
        for (c = 0; c < n; c += 3)
            A[c] = A[c] + c;
        for (s = (short)(n - 1); s >= 0; s -= 5)
            B[s] = B[s] + s;
    }
    printf("%d %d %d\n", n, c, s);
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 7) f(n);
    f(1); f(2); f(N);
    for (i = 0; i < N; i++) printf("%a %d\n", A[i], B[i]);
    return 0;
}
