/* issue 17: for (i = 0; i < n; i += 3) A[i] = B[i] + 1.0; */
#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 100
double A[N], B[N];
int main(void) {
  int i, n = N;
  for (i = 0; i < n; i++) { B[i] = i * 0.5; A[i] = -1; }
#pragma bbmm
  for (i = 0; i < n; i += 3) A[i] = B[i] + 1.0;
  double s = 0; for (i = 0; i < n; i++) s += A[i] * (i+1);
  printf("%a\n", s);
  return 0;
}
