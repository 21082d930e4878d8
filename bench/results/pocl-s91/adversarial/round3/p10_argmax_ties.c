/* argmax with ties (first and last), last index meeting a data test, a found flag */
#include <stdio.h>
#define N 40
static double A[N];
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = (i * 7) % 5;
    for (n = 0; n <= N; n += 13) {
        double best = -1.0, bestl = -1.0;
        int arg = -1, argl = -1, last = -3, found = 0;
#pragma bbmm
        for (i = 0; i < n; i++) {
            if (A[i] > best) { best = A[i]; arg = i; }
            if (A[i] >= bestl) { bestl = A[i]; argl = i; }
            if (A[i] == 2.0) last = i;
            if (A[i] < 1.0) found = 1;
        }
        printf("%d %a %d %a %d %d %d\n", n, best, arg, bestl, argl, last, found);
    }
    return 0;
}
