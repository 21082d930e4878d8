/* comma-expression SWAP macro with a scalar temporary used in the region (odd-even pair swaps of 5-component rows when data says so) */
#include <stdio.h>
#define N 20
#define SWAP(x, y) (tmp = (x), (x) = (y), (y) = tmp)
static double q[N][5];

static void pass(int n, int parity)
{
  int i, m;
  double tmp;
#pragma bbmm
  for (i = parity; i < n - 1; i += 2)
    for (m = 0; m < 5; m++)
      if (q[i][0] > q[i+1][0])
        SWAP(q[i][m], q[i+1][m]);
}

int main(void)
{
  int ns[] = { 20, 0, 1, 2, 9 };
  int t, i, m, p;
  for (t = 0; t < 5; t++) {
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) q[i][m] = (m == 0) ? (double)((i * 7 + t) % 11) : 0.5 * i + m;
    for (p = 0; p < 6; p++) pass(ns[t], p % 2);
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a ", q[i][m]);
    printf("\n");
  }
  return 0;
}
