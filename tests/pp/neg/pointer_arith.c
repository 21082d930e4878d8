// expect: 7:9: error: unsupported statement starting with '*': write 'x = ...', 'x += ...', ...
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        *(A + i) = 0.0;
}
