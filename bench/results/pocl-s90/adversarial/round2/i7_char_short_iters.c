/* char and short iterators, exit values after the region, unsigned char counting down */
#include <stdio.h>
#define N 40
static float A[N], B[N];
static int R[3];
static void f(int n)
{
    signed char c;
    short s;
    unsigned char u;
#pragma bbmm
    {
        for (c = 0; c < n; c++)
            A[c] = A[c] + (float)c;
        for (s = (short)(n - 1); s >= 0; s -= 2)
            B[s] = B[s] * 0.5f + A[s];
        for (u = (unsigned char)n; u-- > 0;)
            A[u] = A[u] - B[u] * 0.25f;
    }
    R[0] = c; R[1] = s; R[2] = u;
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.75f; B[i] = (i % 3) - 1.0f; }
    for (n = 0; n <= N; n += 13) { f(n); printf("%d %d %d\n", R[0], R[1], R[2]); }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
