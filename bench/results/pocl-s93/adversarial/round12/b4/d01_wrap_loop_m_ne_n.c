/* wrap (i + 1) % n where the loop runs to m, not n: m > 2n makes the dividend leave 0..2n-1 */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void kern(int m, int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        B[i] = A[(i + 1) % n] + i;
}
int main(void)
{
    int s, i;
    int ms[] = {0, 1, 5, 7, 12, 40, 3};
    int ns[] = {1, 1, 2, 3, 4, 9, 10};
    for (s = 0; s < 7; s++) {
        for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = -1; }
        kern(ms[s], ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
