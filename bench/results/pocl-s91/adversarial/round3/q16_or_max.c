/* loop conditions i < n || i < m (runs to max), !(i >= n), 2*i < n, 3*i + 1 <= n */
#include <stdio.h>
#define N 40
static double A[N], B[N], C[N], D[N];
static void run(int n, int m)
{
    int i, e1, e2, e3, e4;
    for (i = 0; i < N; i++) A[i] = B[i] = C[i] = D[i] = 0.0;
#pragma bbmm
    {
        for (i = 0; i < n || i < m; i++)
            A[i] = i + 0.5;
        e1 = i;
        for (i = 0; !(i >= n); i++)
            B[i] = i * 2.0;
        e2 = i;
        for (i = 0; 2 * i < n; i++)
            C[i] = i - 1.0;
        e3 = i;
        for (i = 0; 3 * i + 1 <= n; i++)
            D[i] = -i;
        e4 = i;
    }
    printf("%d %d: %d %d %d %d %d\n", n, m, e1, e2, e3, e4, i);
    for (i = 0; i < N; i++) printf("%a %a %a %a\n", A[i], B[i], C[i], D[i]);
}
int main(void)
{
    run(0, 0); run(5, 3); run(3, 9); run(-4, 2); run(40, 1); run(7, 7);
    return 0;
}
