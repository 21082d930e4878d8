/* in-place component updates that read other components of the same point: q[i][m] = q[i][4-m] (a reversal written in place) and q[i][m] += q[i][m-1] */
#include <stdio.h>
#define N 12
static double q[N][5];

static void mix(int n)
{
  int i, m;
#pragma bbmm
  for (i = 0; i < n; i++) {
    for (m = 0; m < 5; m++)
      q[i][m] = q[i][4 - m] + 0.5 * m;
    for (m = 1; m < 5; m++)
      q[i][m] += q[i][m - 1];
  }
}

int main(void)
{
  int ns[] = { 12, 0, 1, 2, 7 };
  int t, i, m;
  for (t = 0; t < 5; t++) {
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) q[i][m] = 0.125 * ((i * 5 + m * 3 + t) % 11);
    mix(ns[t]);
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a ", q[i][m]);
    printf("\n");
  }
  return 0;
}
