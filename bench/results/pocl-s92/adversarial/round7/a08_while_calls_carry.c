/* a region in a function called from a host while loop; each call uses the scalar and iterator the previous left */
#include <stdio.h>
#define N 30
static double A[N];
static int pos;
static double best;
static int step(int start, int n)
{
    int i;
#pragma bbmm
    for (i = start; i < n; i++) {
        A[i] = A[i] * 0.5 + best;
        if (A[i] > best) pos = i;
    }
    return i;
}
int main(void)
{
    int i, s = 0, r = 0, iter = 0;
    for (i = 0; i < N; i++) A[i] = (i * 13 % 7) * 0.25;
    best = 0.125;
    pos = -1;
    while (s < N && iter < 12) {
        r = step(s, s + 5 < N ? s + 5 : N);
        printf("s=%d r=%d pos=%d best=%a\n", s, r, pos, best);
        if (pos >= 0) best = A[pos] * 0.5;
        s = r - (iter % 2);
        iter++;
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
