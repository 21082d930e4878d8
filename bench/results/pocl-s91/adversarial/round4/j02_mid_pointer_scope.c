/* a region working on a window A + off of a global array, between regions on the whole array */
#include <stdio.h>
#define N 48
static double A[N], B[N];
static void win(int n, double *w)
{
    int i;
#pragma bbmm array(w[n])
    for (i = 1; i < n; i++) w[i] = w[i - 1] * 0.5 + w[i];
}
static void whole(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < N; i++) B[i] = A[i] * 2 - B[i];
}
int main(void)
{
    int i, off;
    for (off = 0; off < 30; off += 7) {
        for (i = 0; i < N; i++) { A[i] = i % 6; B[i] = 1; }
        whole();
        win(N - off - 3, A + off);
        whole();
        win(10, B + off);
        win(5, A + off + 2);
        whole();
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
