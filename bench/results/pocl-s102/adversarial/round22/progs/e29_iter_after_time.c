/* iterators read after loops inside a time loop, result fed to next step */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static int last;
int main(void)
{
    int i, j, t, n;
    for (i = 0; i < N; i++) { A[i] = (double)i; B[i] = 0; }
    for (t = 0; t < 5; t++) {
        n = 10 + 6 * t;
#pragma bbmm
        {
            for (i = 0; i < n; i += 4)
                A[i] = A[i] + 1.0;
            for (j = 0; j < i && j < N; j++)
                B[j] = B[j] + (double)(i - j);
        }
        last = i + j;
        printf("%d %d %d\n", t, i, j);
    }
    for (i = 0; i < N; i += 3) printf("%a %a\n", A[i], B[i]);
    printf("%d\n", last);
    return 0;
}
