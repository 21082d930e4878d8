/* scalar declared outside, assigned in both branches of an if inside the region, read after */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static double last;
static int cnt;
static void h(int n, int p)
{
    int i;
    double t = 0.0;
    int c = 0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i % 3 == p) {
            t = A[i] * 2.0;
            c += 2;
        } else {
            t = B[i] - 1.0;
            c--;
        }
        B[i] = t + A[i];
    }
    last = t;
    cnt += c;
}
int main(void)
{
    int i, r;
    for (i = 0; i < N; i++) { A[i] = (i % 7) * 0.5 - 1; B[i] = (i % 3) * 0.25; }
    for (r = 0; r < 5; r++) {
        h(r == 1 ? 0 : (r == 2 ? 1 : N - r * 5), r % 3);
        printf("%a %d\n", last, cnt);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
