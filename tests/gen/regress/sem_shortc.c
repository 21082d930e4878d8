/* issue 17: for (i = 0; i < n; i++) A[i] = (i > 0 && B[i - 1] > 0.0) ? 1.0 : 2.0; */
#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 300
double A[N], B[N];
int main(void) {
  int i, n = N; unsigned u;
  for (i = 0; i < n; i++) { B[i] = i * 0.5 - 20; A[i] = -1; }
#pragma bbmm
  for (i = 0; i < n; i++) A[i] = (i > 0 && B[i - 1] > 0.0) ? 1.0 : 2.0;
  for (i = 0; i < n; i++) printf("%a\n", (double)A[i]);
  return 0;
}
