// expect: 7:1: error: '#pragma endscop' without '#pragma scop'
void f(int n, double A[n])
{
    int i;
    for (i = 0; i < n; i++)
        A[i] = 0.0;
#pragma endscop
}
